extension SandboxGazetteer {
    /// Asian cities: `name|country|region|latitude|longitude|zone|population in thousands|localized names`.
    static let asia = """
        Tokyo|JP|Tokyo|35.6762|139.6503|Asia/Tokyo|13960|ja=東京;zh=东京;ko=도쿄;ru=Токио
        Yokohama|JP|Kanagawa|35.4437|139.6380|Asia/Tokyo|3757|ja=横浜
        Osaka|JP|Osaka|34.6937|135.5023|Asia/Tokyo|2691|ja=大阪
        Nagoya|JP|Aichi|35.1815|136.9066|Asia/Tokyo|2296|ja=名古屋
        Sapporo|JP|Hokkaido|43.0618|141.3545|Asia/Tokyo|1973|ja=札幌
        Fukuoka|JP|Fukuoka|33.5904|130.4017|Asia/Tokyo|1612|ja=福岡
        Kobe|JP|Hyogo|34.6901|135.1955|Asia/Tokyo|1525|ja=神戸
        Kyoto|JP|Kyoto|35.0116|135.7681|Asia/Tokyo|1464|ja=京都
        Hiroshima|JP|Hiroshima|34.3853|132.4553|Asia/Tokyo|1199|ja=広島
        Sendai|JP|Miyagi|38.2682|140.8694|Asia/Tokyo|1097|ja=仙台
        Naha|JP|Okinawa|26.2124|127.6809|Asia/Tokyo|317|ja=那覇
        Seoul|KR|Seoul|37.5665|126.9780|Asia/Seoul|9776|ko=서울;ja=ソウル;zh=首尔
        Busan|KR|Busan|35.1796|129.0756|Asia/Seoul|3429|ko=부산
        Incheon|KR|Incheon|37.4563|126.7052|Asia/Seoul|2957|ko=인천
        Daegu|KR|Daegu|35.8714|128.6014|Asia/Seoul|2438|ko=대구
        Pohang|KR|North Gyeongsang|36.0190|129.3435|Asia/Seoul|502|ko=포항
        Jeju City|KR|Jeju|33.4996|126.5312|Asia/Seoul|493|ko=제주시
        Pyongyang|KP|Pyongyang|39.0392|125.7625|Asia/Pyongyang|2870|ko=평양
        Beijing|CN|Beijing|39.9042|116.4074|Asia/Shanghai|21540|zh=北京;ja=北京;ru=Пекин;fr=Pékin;es=Pekín
        Shanghai|CN|Shanghai|31.2304|121.4737|Asia/Shanghai|24870|zh=上海;ja=上海
        Guangzhou|CN|Guangdong|23.1291|113.2644|Asia/Shanghai|15300|zh=广州;fr=Canton
        Shenzhen|CN|Guangdong|22.5431|114.0579|Asia/Shanghai|12530|zh=深圳
        Chongqing|CN|Chongqing|29.4316|106.9123|Asia/Shanghai|15870|zh=重庆
        Tianjin|CN|Tianjin|39.3434|117.3616|Asia/Shanghai|13870|zh=天津
        Chengdu|CN|Sichuan|30.5728|104.0668|Asia/Shanghai|16330|zh=成都
        Wuhan|CN|Hubei|30.5928|114.3055|Asia/Shanghai|11210|zh=武汉
        Xi'an|CN|Shaanxi|34.3416|108.9398|Asia/Shanghai|12950|zh=西安
        Hangzhou|CN|Zhejiang|30.2741|120.1551|Asia/Shanghai|11940|zh=杭州
        Nanjing|CN|Jiangsu|32.0603|118.7969|Asia/Shanghai|9310|zh=南京
        Shenyang|CN|Liaoning|41.8057|123.4315|Asia/Shanghai|9070|zh=沈阳
        Harbin|CN|Heilongjiang|45.8038|126.5350|Asia/Shanghai|10010|zh=哈尔滨
        Qingdao|CN|Shandong|36.0671|120.3826|Asia/Shanghai|10070|zh=青岛
        Dalian|CN|Liaoning|38.9140|121.6147|Asia/Shanghai|7450|zh=大连
        Kunming|CN|Yunnan|25.0389|102.7183|Asia/Shanghai|8460|zh=昆明
        Xiamen|CN|Fujian|24.4798|118.0894|Asia/Shanghai|5160|zh=厦门
        Lhasa|CN|Tibet|29.6520|91.1721|Asia/Shanghai|868|zh=拉萨
        Ürümqi|CN|Xinjiang|43.8256|87.6168|Asia/Urumqi|4054|en=Urumqi;zh=乌鲁木齐
        Lanzhou|CN|Gansu|36.0611|103.8343|Asia/Shanghai|4359|zh=兰州
        Hohhot|CN|Inner Mongolia|40.8426|111.7492|Asia/Shanghai|3446|zh=呼和浩特
        Sanya|CN|Hainan|18.2528|109.5119|Asia/Shanghai|1031|zh=三亚
        Hong Kong|HK|Hong Kong|22.3193|114.1694|Asia/Hong_Kong|7482|zh=香港
        Macau|MO|Macau|22.1987|113.5439|Asia/Macau|682|zh=澳门;pt=Macau
        Taipei|TW|Taipei|25.0330|121.5654|Asia/Taipei|2646|zh=台北
        Kaohsiung|TW|Kaohsiung|22.6273|120.3014|Asia/Taipei|2773|zh=高雄
        Ulaanbaatar|MN|Ulaanbaatar|47.8864|106.9057|Asia/Ulaanbaatar|1615|mn=Улаанбаатар
        Mumbai|IN|Maharashtra|19.0760|72.8777|Asia/Kolkata|12442|hi=मुंबई
        Delhi|IN|Delhi|28.7041|77.1025|Asia/Kolkata|16787|hi=दिल्ली
        New Delhi|IN|Delhi|28.6139|77.2090|Asia/Kolkata|249|hi=नई दिल्ली
        Bengaluru|IN|Karnataka|12.9716|77.5946|Asia/Kolkata|8443|en=Bangalore;hi=बेंगलुरु
        Hyderabad|IN|Telangana|17.3850|78.4867|Asia/Kolkata|6993|hi=हैदराबाद
        Ahmedabad|IN|Gujarat|23.0225|72.5714|Asia/Kolkata|5570|
        Chennai|IN|Tamil Nadu|13.0827|80.2707|Asia/Kolkata|4646|ta=சென்னை
        Kolkata|IN|West Bengal|22.5726|88.3639|Asia/Kolkata|4497|bn=কলকাতা
        Pune|IN|Maharashtra|18.5204|73.8567|Asia/Kolkata|3124|
        Jaipur|IN|Rajasthan|26.9124|75.7873|Asia/Kolkata|3046|
        Lucknow|IN|Uttar Pradesh|26.8467|80.9462|Asia/Kolkata|2817|
        Kanpur|IN|Uttar Pradesh|26.4499|80.3319|Asia/Kolkata|2767|
        Nagpur|IN|Maharashtra|21.1458|79.0882|Asia/Kolkata|2405|
        Patna|IN|Bihar|25.5941|85.1376|Asia/Kolkata|1684|
        Chāpra|IN|Bihar|25.7800|84.7300|Asia/Kolkata|202|en=Chapra
        Gurgaon|IN|Haryana|28.4595|77.0266|Asia/Kolkata|877|en=Gurugram
        Kochi|IN|Kerala|9.9312|76.2673|Asia/Kolkata|602|
        Thiruvananthapuram|IN|Kerala|8.5241|76.9366|Asia/Kolkata|752|
        Goa|IN|Goa|15.4909|73.8278|Asia/Kolkata|115|en=Panaji
        Srinagar|IN|Jammu and Kashmir|34.0837|74.7973|Asia/Kolkata|1180|
        Guwahati|IN|Assam|26.1445|91.7362|Asia/Kolkata|957|
        Varanasi|IN|Uttar Pradesh|25.3176|82.9739|Asia/Kolkata|1198|
        Karachi|PK|Sindh|24.8607|67.0011|Asia/Karachi|14910|ur=کراچی
        Lahore|PK|Punjab|31.5204|74.3587|Asia/Karachi|11126|ur=لاہور
        Islamabad|PK|Islamabad|33.6844|73.0479|Asia/Karachi|1015|
        Peshawar|PK|Khyber Pakhtunkhwa|34.0151|71.5249|Asia/Karachi|1970|
        Dhaka|BD|Dhaka|23.8103|90.4125|Asia/Dhaka|8906|bn=ঢাকা
        Chittagong|BD|Chittagong|22.3569|91.7832|Asia/Dhaka|2592|
        Kathmandu|NP|Bagmati|27.7172|85.3240|Asia/Kathmandu|845|ne=काठमाडौं
        Thimphu|BT|Thimphu|27.4728|89.6390|Asia/Thimphu|115|
        Colombo|LK|Western|6.9271|79.8612|Asia/Colombo|753|si=කොළඹ
        Kandy|LK|Central|7.2906|80.6337|Asia/Colombo|125|
        Malé|MV|Malé|4.1755|73.5093|Indian/Maldives|133|en=Male
        Kabul|AF|Kabul|34.5553|69.2075|Asia/Kabul|4434|
        Tashkent|UZ|Tashkent|41.2995|69.2401|Asia/Tashkent|2571|uz=Toshkent
        Samarkand|UZ|Samarqand|39.6270|66.9750|Asia/Samarkand|551|uz=Samarqand
        Almaty|KZ|Almaty|43.2220|76.8512|Asia/Almaty|1977|kk=Алматы
        Astana|KZ|Astana|51.1605|71.4704|Asia/Almaty|1136|kk=Астана
        Bishkek|KG|Bishkek|42.8746|74.5698|Asia/Bishkek|1074|
        Dushanbe|TJ|Dushanbe|38.5598|68.7870|Asia/Dushanbe|864|
        Ashgabat|TM|Ashgabat|37.9601|58.3261|Asia/Ashgabat|1031|
        Novosibirsk|RU|Novosibirsk|55.0084|82.9357|Asia/Novosibirsk|1625|ru=Новосибирск
        Omsk|RU|Omsk|54.9885|73.3242|Asia/Omsk|1154|ru=Омск
        Krasnoyarsk|RU|Krasnoyarsk|56.0153|92.8932|Asia/Krasnoyarsk|1093|ru=Красноярск
        Irkutsk|RU|Irkutsk|52.2870|104.3050|Asia/Irkutsk|617|ru=Иркутск
        Yakutsk|RU|Sakha|62.0355|129.6755|Asia/Yakutsk|318|ru=Якутск
        Vladivostok|RU|Primorsky|43.1155|131.8855|Asia/Vladivostok|605|ru=Владивосток
        Khabarovsk|RU|Khabarovsk|48.4802|135.0719|Asia/Vladivostok|617|ru=Хабаровск
        Norilsk|RU|Krasnoyarsk|69.3558|88.1893|Asia/Krasnoyarsk|182|ru=Норильск
        Magadan|RU|Magadan|59.5682|150.8085|Asia/Magadan|92|ru=Магадан
        Petropavlovsk-Kamchatsky|RU|Kamchatka|53.0452|158.6483|Asia/Kamchatka|181|ru=Петропавловск-Камчатский
        Bangkok|TH|Bangkok|13.7563|100.5018|Asia/Bangkok|10539|th=กรุงเทพมหานคร
        Chiang Mai|TH|Chiang Mai|18.7883|98.9853|Asia/Bangkok|131|th=เชียงใหม่
        Phuket|TH|Phuket|7.8804|98.3923|Asia/Bangkok|79|th=ภูเก็ต
        Hanoi|VN|Hanoi|21.0278|105.8342|Asia/Ho_Chi_Minh|8054|vi=Hà Nội
        Ho Chi Minh City|VN|Ho Chi Minh City|10.8231|106.6297|Asia/Ho_Chi_Minh|8993|vi=Thành phố Hồ Chí Minh
        Da Nang|VN|Da Nang|16.0544|108.2022|Asia/Ho_Chi_Minh|1134|vi=Đà Nẵng
        Phnom Penh|KH|Phnom Penh|11.5564|104.9282|Asia/Phnom_Penh|2129|
        Siem Reap|KH|Siem Reap|13.3671|103.8448|Asia/Phnom_Penh|245|
        Vientiane|LA|Vientiane|17.9757|102.6331|Asia/Vientiane|948|
        Yangon|MM|Yangon|16.8409|96.1735|Asia/Yangon|5160|
        Mandalay|MM|Mandalay|21.9588|96.0891|Asia/Yangon|1226|
        Kuala Lumpur|MY|Kuala Lumpur|3.1390|101.6869|Asia/Kuala_Lumpur|1808|
        George Town|MY|Penang|5.4141|100.3288|Asia/Kuala_Lumpur|708|
        Kota Kinabalu|MY|Sabah|5.9804|116.0735|Asia/Kuching|500|
        Kuching|MY|Sarawak|1.5535|110.3593|Asia/Kuching|570|
        Singapore|SG|Singapore|1.3521|103.8198|Asia/Singapore|5686|zh=新加坡;ms=Singapura
        Jakarta|ID|Jakarta|-6.2088|106.8456|Asia/Jakarta|10562|
        Surabaya|ID|East Java|-7.2575|112.7521|Asia/Jakarta|2874|
        Bandung|ID|West Java|-6.9175|107.6191|Asia/Jakarta|2444|
        Medan|ID|North Sumatra|3.5952|98.6722|Asia/Jakarta|2435|
        Denpasar|ID|Bali|-8.6705|115.2126|Asia/Makassar|726|
        Makassar|ID|South Sulawesi|-5.1477|119.4327|Asia/Makassar|1423|
        Jayapura|ID|Papua|-2.5337|140.7181|Asia/Jayapura|398|
        Yogyakarta|ID|Yogyakarta|-7.7956|110.3695|Asia/Jakarta|422|
        Manila|PH|Metro Manila|14.5995|120.9842|Asia/Manila|1846|
        Quezon City|PH|Metro Manila|14.6760|121.0437|Asia/Manila|2960|
        Cebu City|PH|Central Visayas|10.3157|123.8854|Asia/Manila|964|
        Davao City|PH|Davao|7.1907|125.4553|Asia/Manila|1776|
        Bandar Seri Begawan|BN|Brunei-Muara|4.9031|114.9398|Asia/Brunei|100|
        Dili|TL|Dili|-8.5569|125.5603|Asia/Dili|222|
        Dubai|AE|Dubai|25.2048|55.2708|Asia/Dubai|3331|ar=دبي
        Abu Dhabi|AE|Abu Dhabi|24.4539|54.3773|Asia/Dubai|1483|ar=أبو ظبي
        Doha|QA|Doha|25.2854|51.5310|Asia/Qatar|956|ar=الدوحة
        Manama|BH|Capital|26.2285|50.5860|Asia/Bahrain|157|ar=المنامة
        Kuwait City|KW|Al Asimah|29.3759|47.9774|Asia/Kuwait|3115|ar=مدينة الكويت
        Riyadh|SA|Riyadh|24.7136|46.6753|Asia/Riyadh|7676|ar=الرياض
        Jeddah|SA|Makkah|21.4858|39.1925|Asia/Riyadh|4697|ar=جدة
        Mecca|SA|Makkah|21.3891|39.8579|Asia/Riyadh|2042|ar=مكة
        Medina|SA|Medina|24.5247|39.5692|Asia/Riyadh|1489|ar=المدينة المنورة
        Dammam|SA|Eastern Province|26.4207|50.0888|Asia/Riyadh|1253|ar=الدمام
        Muscat|OM|Muscat|23.5880|58.3829|Asia/Muscat|1421|ar=مسقط
        Sana'a|YE|Sana'a|15.3694|44.1910|Asia/Aden|2957|ar=صنعاء
        Aden|YE|Aden|12.7855|45.0187|Asia/Aden|863|ar=عدن
        Tehran|IR|Tehran|35.6892|51.3890|Asia/Tehran|8694|fa=تهران
        Mashhad|IR|Razavi Khorasan|36.2605|59.6168|Asia/Tehran|3001|fa=مشهد
        Isfahan|IR|Isfahan|32.6546|51.6680|Asia/Tehran|1961|fa=اصفهان
        Shiraz|IR|Fars|29.5918|52.5837|Asia/Tehran|1565|fa=شیراز
        Tabriz|IR|East Azerbaijan|38.0962|46.2738|Asia/Tehran|1558|fa=تبریز
        Baghdad|IQ|Baghdad|33.3152|44.3661|Asia/Baghdad|7144|ar=بغداد
        Basra|IQ|Basra|30.5085|47.7804|Asia/Baghdad|1326|ar=البصرة
        Erbil|IQ|Erbil|36.1901|44.0091|Asia/Baghdad|879|ar=أربيل
        Damascus|SY|Damascus|33.5138|36.2765|Asia/Damascus|2079|ar=دمشق
        Aleppo|SY|Aleppo|36.2021|37.1343|Asia/Damascus|1850|ar=حلب
        Beirut|LB|Beirut|33.8938|35.5018|Asia/Beirut|361|ar=بيروت;fr=Beyrouth
        Amman|JO|Amman|31.9454|35.9284|Asia/Amman|4007|ar=عمّان
        Jerusalem|IL|Jerusalem|31.7683|35.2137|Asia/Jerusalem|936|he=ירושלים;ar=القدس
        Tel Aviv|IL|Tel Aviv|32.0853|34.7818|Asia/Jerusalem|460|he=תל אביב-יפו
        Haifa|IL|Haifa|32.7940|34.9896|Asia/Jerusalem|285|he=חיפה
        Gaza|PS|Gaza|31.5017|34.4668|Asia/Gaza|590|ar=غزة
        Tbilisi|GE|Tbilisi|41.7151|44.8271|Asia/Tbilisi|1118|ka=თბილისი
        Batumi|GE|Adjara|41.6168|41.6367|Asia/Tbilisi|169|ka=ბათუმი
        Yerevan|AM|Yerevan|40.1792|44.4991|Asia/Yerevan|1093|hy=Երևան
        Baku|AZ|Baku|40.4093|49.8671|Asia/Baku|2293|az=Bakı
        Trabzon|TR|Trabzon|41.0027|39.7168|Europe/Istanbul|808|
        Diyarbakır|TR|Diyarbakır|37.9144|40.2306|Europe/Istanbul|1783|en=Diyarbakir
        """
}
